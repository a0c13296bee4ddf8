/**
 * Accounts on the wire (docs/api.md "Entities on the wire"; docs/product.md §2 and §9): a user as
 * answered, with its person populated, and the bodies that create one and change its password or role.
 */
import { z } from 'zod';
import { MIN_PASSWORD_LENGTH, ROLES } from '../constants.js';
import { idSchema, meta, title } from '../fields.js';
import { personSchema } from './entities.js';

export const userSchema = z.object({
  ...meta,
  user: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  person: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** A user with `person` populated (or `""` when not linked). */
export const userWithPersonSchema = userSchema.extend({ person: z.union([personSchema, z.literal('')]) });
export type UserWithPerson = z.infer<typeof userWithPersonSchema>;

const email = () =>
  z
    .string({ error: 'must be an email address' })
    .trim()
    .toLowerCase()
    .max(320)
    .pipe(z.email({ error: 'must be an email address' }));
const password = () =>
  z
    .string({ error: 'must be text' })
    .min(MIN_PASSWORD_LENGTH, { error: `must have at least ${MIN_PASSWORD_LENGTH} characters` })
    .max(1000, { error: 'must have at most 1000 characters' });

/** POST users/ body. */
export const userCreateSchema = z.object({
  user: title().min(1, { error: 'must not be empty' }),
  email: email(),
  password: password(),
  role: z.enum(ROLES, { error: 'must be admin or user' }).optional(),
  person: z.union([idSchema, z.literal('')]).optional(),
});
export type UserCreateInput = z.infer<typeof userCreateSchema>;

/**
 * PUT users/{id} body: `{password?, role?}`. The form's role is free text (docs/product.md §2), so the server is
 * the one that tells a wrong role apart. An empty password means "keep the current one".
 */
export const userUpdateSchema = z.object({
  password: z.union([z.literal(''), password()]).optional(),
  role: z.enum(ROLES, { error: 'must be admin or user' }).optional(),
});
export type UserUpdateInput = z.infer<typeof userUpdateSchema>;
