/**
 * Names of the icons content may ask for. Each maps to a `lucide`
 * component in `src/components/icon.tsx`; the schema accepts only these names,
 * so a content module cannot name an icon the site does not ship.
 */
export const ICON_NAMES = [
  'accessibility', 'anchor', 'award', 'badge-check', 'brush', 'building', 'calendar-check', 'car',
  'circle-check', 'clipboard-check', 'clock', 'cloud-rain', 'construction', 'dollar-sign', 'drill',
  'droplets', 'factory', 'fence', 'flame', 'footprints', 'gem', 'grid', 'hammer', 'hand-coins',
  'hard-hat', 'heart-handshake', 'home', 'landmark', 'layers', 'leaf', 'map-pin', 'mountain',
  'move-vertical', 'paint-roller', 'paintbrush', 'palette', 'phone', 'ruler', 'sailboat', 'scale',
  'shield', 'shield-check', 'ship', 'shovel', 'siren', 'sparkles', 'spray-can', 'sprout', 'square',
  'star', 'store', 'sun', 'thermometer', 'thumbs-up', 'tractor', 'tree-pine', 'trees', 'trending-up',
  'triangle-alert', 'truck', 'umbrella', 'users', 'warehouse', 'waves', 'wind', 'wrench', 'zap',
] as const;

export type IconName = (typeof ICON_NAMES)[number];
