import { zodResolver } from '@hookform/resolvers/zod';
import { inputSchema, type ResourceDef } from '@kramar/contract';
import { type FieldError, type FieldErrors, get, type Resolver, set } from 'react-hook-form';
import type { ZodType } from 'zod';
import { hryvniaMessage } from './form-errors.ts';
import { type FormValues, toPayload } from './form-values.ts';

/**
 * The form validates with the very schema the server uses (`inputSchema`), after converting what
 * the widgets hold into the API's units; the resolver's output is that payload, ready to send.
 */
export function formResolver(
  resource: ResourceDef,
  mode: 'create' | 'update',
): Resolver<FormValues, unknown, FormValues> {
  // the schema takes unknown input (multipart strings or JSON); here it is always an object of fields
  const schema = inputSchema(resource, mode) as unknown as ZodType<FormValues, FormValues>;
  const validate: Resolver<FormValues, unknown, FormValues> = zodResolver(schema);
  return async (values, context, options) => {
    const { payload, errors: local } = toPayload(resource, values);
    const result = await validate(payload, context, options);
    const errors: FieldErrors<FormValues> = { ...result.errors };
    for (const [path, message] of Object.entries(local)) {
      // a path inside a table's rows (`prices.2.amount`) nests as RHF reads it
      const error: FieldError = {
        type: 'conversion',
        message,
        ref: (get(options.fields, path) as { ref?: FieldError['ref'] } | undefined)?.ref,
      };
      set(errors, path, error);
    }
    for (const [name, field] of Object.entries(resource.fields)) {
      const error = errors[name] as FieldError | undefined;
      if (field.kind === 'money' && typeof error?.message === 'string') {
        errors[name] = { ...error, message: hryvniaMessage(field, error.message) };
      }
    }
    return Object.keys(errors).length > 0 ? { values: {}, errors } : result;
  };
}
