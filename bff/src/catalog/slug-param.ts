import { Param } from '@nestjs/common';
import { slugSchema } from '@lumina/contracts';
import { ZodValidationPipe } from 'nestjs-zod';
import { z } from 'zod';

const slugParams = z.object({ slug: slugSchema });

/** The route's `:slug`, checked whole, so a 400 names the field (a bare string's issue has no path). */
export const SlugParam = () => Param(new ZodValidationPipe(slugParams));

export type SlugParams = z.infer<typeof slugParams>;
