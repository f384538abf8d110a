import { zodResolver } from '@hookform/resolvers/zod';
import { inputSchema, type ResourceDef } from '@kramar/contract';
import type { Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import type { FormValues } from './form-values.ts';

/**
 * The contract's schema of a resource as a react-hook-form validator: its own chunk, with zod,
 * fetched by form-resolver.ts when a form first validates rather than with the form.
 */
export function schemaValidator(
  resource: ResourceDef,
  mode: 'create' | 'update',
): Resolver<FormValues, unknown, FormValues> {
  // the schema takes unknown input (multipart strings or JSON); here it is always an object of fields
  const schema = inputSchema(resource, mode) as unknown as ZodType<FormValues, FormValues>;
  return zodResolver(schema);
}
