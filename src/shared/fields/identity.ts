/**
 * The fields every stored entity carries: its id (24 lowercase hex characters), its creation and
 * change times, and the plain boolean field. Source: docs/api.md "Basics", "Entities on the wire".
 */
import { z } from 'zod';
import { ID_LENGTH } from '../constants.js';

/** 24 lowercase hex characters. Contract: Basics. */
export const ID_PATTERN = /^[0-9a-f]{24}$/;
export const idSchema = z
  .string()
  .regex(ID_PATTERN, { error: `must be an id of ${ID_LENGTH} lowercase hex characters` });

/** A boolean field. */
export const bool = () => z.boolean({ error: 'must be true or false' });

/** Fields every stored entity carries on the wire. */
export const meta = {
  _id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};
