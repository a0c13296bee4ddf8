/**
 * An island of the visitor's page (docs/decisions/0160-visitor-page-islands.md, docs/product.md §24):
 * a part that moves, rendered by the server inside a wrapper `<div data-island="name">` with its
 * props as JSON (`data-island-props`) and when to hydrate it (`data-island-when`: `visible`, when it
 * comes near the viewport, or `interaction`, on the first pointer, focus or click on it). The
 * visitor's entry (src/web/visitor.ts) hydrates each island on its own with `hydrateRoot`, rendering
 * `component` with the same props, so the HTML matches; the owner's full application renders the
 * same wrapper as part of its tree. The wrapper is `display: contents` (src/web/app/global.css), so
 * it changes no layout.
 *
 * `props` must be JSON (no functions, no elements, no undefined values that matter).
 */
import type { ComponentType } from 'react';

/** The wrapper's attributes (read by src/web/visitor.ts). */
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-island-props';
export const ISLAND_WHEN_ATTRIBUTE = 'data-island-when';

/** When an island is hydrated: near the viewport, or on the first interaction with it. */
export type IslandWhen = 'visible' | 'interaction';

export interface IslandProps<P extends object> {
  /** The island's name in the visitor entry's registry (src/web/visitor.ts `ISLANDS`). */
  name: string;
  component: ComponentType<P>;
  props: P;
  when?: IslandWhen;
}

export function Island<P extends object>({
  name,
  component: Component,
  props,
  when = 'visible',
}: IslandProps<P>) {
  return (
    <div
      {...{
        [ISLAND_ATTRIBUTE]: name,
        [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props),
        [ISLAND_WHEN_ATTRIBUTE]: when,
      }}
    >
      <Component {...props} />
    </div>
  );
}
