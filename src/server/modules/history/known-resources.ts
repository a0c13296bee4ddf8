/**
 * The ordered resources whose entries have a history and a trash (docs/product.md §22), by wire
 * name, each with its repository; {@link findResource} answers 404 for any other name.
 */
import type { OrderedTable } from '../../db/types.js';
import { notFound } from '../../lib/http-error.js';
import { plainResources } from '../resources/definitions.js';
import { projects } from '../resources/projects.js';
import { repositoryOf } from '../resources/repository.js';
import type { OrderedResource } from '../resources/resource.js';

/** A resource with a history, and its repository. */
export interface KnownResource {
  resource: OrderedResource;
  repo: ReturnType<typeof repositoryOf>;
}

/** Every ordered resource by wire name, with its repository. */
function resourcesByWire(): Map<string, KnownResource> {
  const map = new Map<string, KnownResource>();
  for (const resource of [...plainResources, projects] as unknown as OrderedResource<OrderedTable>[]) {
    map.set(resource.wire, { resource, repo: repositoryOf(resource) });
  }
  return map;
}

const KNOWN = resourcesByWire();

/** The resource called `wire`; 404 "There is no list called …" for an unknown one. */
export function findResource(wire: string): KnownResource {
  const found = KNOWN.get(wire);
  if (!found) throw notFound(`There is no list called "${wire}".`);
  return found;
}
