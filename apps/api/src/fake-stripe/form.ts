/** A form field's value once its bracketed name is unfolded: `a[b][0]=x` → `{ a: { b: ['x'] } }`. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** The path of a form key: `line_items[0][price_data][unit_amount]` → ['line_items', '0', 'price_data', 'unit_amount']. */
function keyPath(key: string): string[] {
  const head = key.split('[', 1)[0]!;
  const rest = [...key.slice(head.length).matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]!);
  return [head, ...rest];
}

/** Lists whose keys are all indices (0, 1, …, or `[]` appends) become arrays, in index order. */
function arraysOf(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = Object.fromEntries(keys.map((key) => [key, arraysOf(value[key]!)]));
  if (keys.length > 0 && keys.every((key) => /^\d+$/.test(key))) {
    return keys.sort((a, b) => Number(a) - Number(b)).map((key) => entries[key]!);
  }
  return entries;
}

/** The body (or query string) the Stripe SDK sends, as the nested object it encodes. */
export function parseStripeForm(encoded: string): FormObject {
  const root: FormObject = {};
  let appended = 0;
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = keyPath(key).map((part) => (part === '' ? String(appended++) : part));
    if (path.some((part) => UNSAFE_KEYS.has(part))) continue;
    let node: FormObject = root;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      if (typeof next !== 'object' || Array.isArray(next)) node[part] = {};
      node = node[part] as FormObject;
    }
    node[path.at(-1)!] = value;
  }
  return arraysOf(root) as FormObject;
}

/** Readers for the parsed form: the SDK sends every value as text. */
export const formText = (value: FormValue | undefined): string | undefined => (typeof value === 'string' ? value : undefined);
export const formInt = (value: FormValue | undefined): number | undefined => {
  const text = formText(value);
  return text !== undefined && /^-?\d+$/.test(text) ? Number(text) : undefined;
};
export const formBool = (value: FormValue | undefined): boolean | undefined => (value === 'true' ? true : value === 'false' ? false : undefined);
export const formObject = (value: FormValue | undefined): FormObject => (value && typeof value === 'object' && !Array.isArray(value) ? value : {});
export const formList = (value: FormValue | undefined): FormValue[] => (Array.isArray(value) ? value : []);
export const formStrings = (value: FormValue | undefined): Record<string, string> =>
  Object.fromEntries(Object.entries(formObject(value)).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
