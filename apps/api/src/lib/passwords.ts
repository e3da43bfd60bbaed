import argon2 from 'argon2';

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, so an unknown account answers as slowly as a known one. */
  verifyDummy(password: string): Promise<void>;
}

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
}

export function createPasswordHasher(params: Argon2Params): PasswordHasher {
  const options = { type: argon2.argon2id, memoryCost: params.memoryCost, timeCost: params.timeCost, parallelism: 1 };
  const dummyHash = argon2.hash('matchday-dummy-password', options);
  return {
    hash: (password) => argon2.hash(password, options),
    verify: (hash, password) => argon2.verify(hash, password),
    async verifyDummy(password) {
      await argon2.verify(await dummyHash, password);
    },
  };
}
