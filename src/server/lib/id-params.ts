/**
 * The params schema of routes with an entity id in the path (`/:id`): 24 hex characters, 400 with
 * the contract's error body otherwise (docs/api.md §1.2 "Status codes").
 */
import { z } from 'zod';
import { idSchema } from '../../shared/schemas.js';

export const idParams = z.object({ id: idSchema });
