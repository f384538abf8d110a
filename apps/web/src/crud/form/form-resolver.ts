import type { ResourceDef } from '@kramar/contract';
import { type FieldError, type FieldErrors, get, type Resolver, set } from 'react-hook-form';
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
  // zod and the schemas come with the first check (a blur, a save), not with the form
  let validator: Promise<Resolver<FormValues, unknown, FormValues>> | undefined;
  return async (values, context, options) => {
    validator ??= import('./form-schema.ts')
      .then((m) => m.schemaValidator(resource, mode))
      .catch((error: unknown) => {
        // a chunk that failed to arrive is asked for again at the next check
        validator = undefined;
        throw error;
      });
    const validate = await validator;
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
