interface Waiter<V> {
  promise: Promise<V | undefined>;
  resolve(value: V | undefined): void;
  reject(error: unknown): void;
}

function waiter<V>(): Waiter<V> {
  let resolve!: Waiter<V>['resolve'];
  let reject!: Waiter<V>['reject'];
  const promise = new Promise<V | undefined>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/**
 * Coalesces the lookups asked during one turn of the event loop into one call of `load`: under load, the
 * requests read from many connections in the same turn share one database round trip instead of one each.
 * The batch runs in setImmediate, after this turn's I/O callbacks; a key asked twice in one batch shares its
 * answer. Nothing is kept once a batch has answered: a key asked later starts a new batch, which reads the
 * database again, so a change (a token revoked) counts from the next batch on.
 */
export function tickBatch<K, V>(load: (keys: K[]) => Promise<Map<K, V>>): (key: K) => Promise<V | undefined> {
  let pending: Map<K, Waiter<V>> | null = null;

  const run = async (batch: Map<K, Waiter<V>>) => {
    try {
      const values = await load([...batch.keys()]);
      for (const [key, each] of batch) each.resolve(values.get(key));
    } catch (error) {
      for (const each of batch.values()) each.reject(error);
    }
  };

  return (key) => {
    if (!pending) {
      const batch = new Map<K, Waiter<V>>();
      pending = batch;
      setImmediate(() => {
        pending = null;
        void run(batch);
      });
    }
    let each = pending.get(key);
    if (!each) {
      each = waiter<V>();
      pending.set(key, each);
    }
    return each.promise;
  };
}
