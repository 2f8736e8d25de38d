import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';
import { ValidationError } from '../errors/domain-error';

/** Validates a message payload at the handler: a service never trusts what arrives on the wire. */
@Injectable()
export class ZodPayloadPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  constructor(private readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    const result = this.schema.safeParse(value ?? {});
    if (result.success) return result.data;
    const details = result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
    const summary = details.map((d) => (d.path ? `${d.path}: ${d.message}` : d.message)).join('; ');
    throw new ValidationError(`Invalid payload: ${summary}`, details);
  }
}
