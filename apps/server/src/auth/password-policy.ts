import { staffMessages } from '@kramar/contract';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { validationError } from '../http/errors.ts';

/**
 * A new password must be hard to guess (ASVS 5.0 §6.2.4, §6.2.11), judged by zxcvbn-ts: its
 * ranked lists of common passwords, words and names, plus keyboard rows, sequences, repeats,
 * dates and l33t. At the 10-character minimum a plain list misses what people type
 * (`password1234`, `qwertyuiop1`, `1q2w3e4r5t6y`): the estimate does not.
 */

/** zxcvbn's own advice: 3 is «safely unguessable» (about 10⁸ guesses and up). */
export const minimumScore = 3;

/**
 * Only the first 50 characters are judged: past them a password is long enough anyway, and the
 * matching costs grow fast with length (a 128-character l33t repeat took 0.7 s; capped, and
 * l33t substitutions kept to 5, the worst we measured is under 30 ms, less than the scrypt hash).
 */
const options = { maxLength: 50, l33tMaxSubstitutions: 5 };

let estimator: Promise<ZxcvbnFactory> | undefined;

/** Loaded on the first new password, not at start-up: most processes never need it. */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) =>
      new core.ZxcvbnFactory({ ...options, dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return estimator;
}

/** Refuses, on the password field, a new password easy to guess (its length is the contract schema's). */
export async function refuseWeakPassword(password: string): Promise<void> {
  const { score } = (await loadEstimator()).check(password);
  if (score < minimumScore) throw validationError({ password: [staffMessages.passwordCommon] });
}
