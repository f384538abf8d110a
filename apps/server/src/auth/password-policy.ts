import { readFileSync } from 'node:fs';
import path from 'node:path';
import { staffMessages } from '@kramar/contract';

/**
 * The 10 000 most used passwords (ASVS 5.0 §6.2.4), most used first: the head of the ranked list
 * zxcvbn-ts ships (MIT), one per line. Read once, on the first new password, not at start-up.
 */
let common: ReadonlySet<string> | undefined;

function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(path.join(import.meta.dirname, 'common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common;
}

/** Why a new password is refused beyond its length (checked by the contract's schema), or null. */
export function commonPasswordError(password: string): string | null {
  return commonPasswords().has(password.toLowerCase()) ? staffMessages.passwordCommon : null;
}
