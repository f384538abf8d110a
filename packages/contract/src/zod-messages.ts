import type { z } from 'zod';
import { fieldMessages as f } from './field-messages.ts';

type Issue = z.core.$ZodRawIssue;

const kinds: Record<string, string> = {
  string: f.text,
  number: f.number,
  int: f.integer,
  bigint: f.integer,
  boolean: f.boolean,
  array: f.list,
  tuple: f.list,
  object: f.object,
  record: f.object,
  date: f.date,
};

const formats: Record<string, string> = { email: f.email, url: f.url, date: f.date, datetime: f.datetime };

/**
 * zod's own messages, said as the rest of the API says them (field-messages.ts, with their English
 * twins): zod's Ukrainian locale names types in English (`очікується число, отримано string`) and
 * writes limits as `<=9007199254740991`.
 */
export function zodMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? f.required : (kinds[issue.expected] ?? f.invalid);
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return f.tooLong(max);
      if (issue.origin === 'array' || issue.origin === 'set') return f.items(max);
      return issue.inclusive === false ? f.below(max) : f.max(max);
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string' || issue.origin === 'array' || issue.origin === 'set')
        return min <= 1 ? f.required : issue.origin === 'string' ? f.tooShort(min) : f.invalid;
      return issue.inclusive === false ? f.above(min) : f.min(min);
    }
    case 'invalid_value':
      return f.choice;
    case 'invalid_format':
      return formats[issue.format] ?? f.invalid;
    case 'unrecognized_keys':
      // where issues become fields, each unknown key is a field of its own (fieldErrors, errors.ts)
      return f.unknown;
    default:
      return f.invalid;
  }
}
