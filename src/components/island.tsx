import type { ComponentProps, ComponentType } from 'react';
import * as islands from '../islands/registry';

/** The name of an island: an export of src/islands/registry.ts. */
export type IslandName = keyof typeof islands;

/**
 * Renders `Component` with `props` inside a marker element that carries the
 * island's name and JSON-serialised props (`data-island`, `data-props`), so
 * the client entry can hydrate exactly this component with the same props.
 * React escapes attribute values, so props cannot break out of the attribute.
 * The marker is `display: contents` and does not affect layout. Used by
 * `Island` and by the admin's `AdminIsland` (src/admin/island.tsx).
 */
export function IslandMarker({ name, component: Component, props }: { name: string; component: ComponentType<object>; props: object }) {
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...props} />
    </div>
  );
}

/** Renders an island of the site (src/islands/registry.ts) on the server inside its hydration marker (`IslandMarker`). */
export function Island<N extends IslandName>({ name, props }: { name: N; props: ComponentProps<(typeof islands)[N]> }) {
  return <IslandMarker name={name} component={islands[name] as unknown as ComponentType<object>} props={props as object} />;
}
