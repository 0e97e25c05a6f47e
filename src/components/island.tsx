import type { ComponentProps, ComponentType } from 'react';
import * as islands from '../islands/registry';

/** The name of an island: an export of src/islands/registry.ts. */
export type IslandName = keyof typeof islands;

/**
 * Renders an island on the server inside a marker element that carries its
 * name and JSON-serialised props (`data-island`, `data-props`), so the client
 * entry can hydrate exactly this component with the same props. React escapes
 * attribute values, so props cannot break out of the attribute. The marker is
 * `display: contents` and does not affect layout.
 */
export function Island<N extends IslandName>({ name, props }: { name: N; props: ComponentProps<(typeof islands)[N]> }) {
  const Component = islands[name] as unknown as ComponentType<object>;
  return (
    <div data-island={name} data-props={JSON.stringify(props)} className="contents">
      <Component {...(props as object)} />
    </div>
  );
}
