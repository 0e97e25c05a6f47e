import {
  Accessibility, Anchor, Award, BadgeCheck, Brush, Building2, CalendarCheck, Car, CircleCheck, ClipboardCheck,
  Clock, CloudRain, Construction, DollarSign, Drill, Droplets, Factory, Fence, Flame, Footprints, Gem, Grid3x3,
  Hammer, HandCoins, HardHat, HeartHandshake, House, Landmark, Layers, Leaf, MapPin, Mountain, MoveVertical,
  PaintRoller, Paintbrush, Palette, Phone, Ruler, Sailboat, Scale, Shield, ShieldCheck, Ship, Shovel, Siren,
  Sparkles, SprayCan, Sprout, Square, Star, Store, Sun, Thermometer, ThumbsUp, Tractor, TreePine, Trees,
  TrendingUp, TriangleAlert, Truck, Umbrella, Users, Warehouse, Waves, Wind, Wrench, Zap, type IconNode,
} from 'lucide';
import type { ComponentProps } from 'react';
import { IconSvg } from './icon-svg';
import type { IconName } from '../content/icons';

const icons: Record<IconName, IconNode> = {
  accessibility: Accessibility, anchor: Anchor, award: Award, 'badge-check': BadgeCheck, brush: Brush,
  building: Building2, 'calendar-check': CalendarCheck, car: Car, 'circle-check': CircleCheck,
  'clipboard-check': ClipboardCheck, clock: Clock, 'cloud-rain': CloudRain, construction: Construction,
  'dollar-sign': DollarSign, drill: Drill, droplets: Droplets, factory: Factory, fence: Fence, flame: Flame,
  footprints: Footprints, gem: Gem, grid: Grid3x3, hammer: Hammer, 'hand-coins': HandCoins, 'hard-hat': HardHat,
  'heart-handshake': HeartHandshake, home: House, landmark: Landmark, layers: Layers, leaf: Leaf,
  'map-pin': MapPin, mountain: Mountain, 'move-vertical': MoveVertical, 'paint-roller': PaintRoller,
  paintbrush: Paintbrush, palette: Palette, phone: Phone, ruler: Ruler, sailboat: Sailboat, scale: Scale,
  shield: Shield, 'shield-check': ShieldCheck, ship: Ship, shovel: Shovel, siren: Siren, sparkles: Sparkles,
  'spray-can': SprayCan, sprout: Sprout, square: Square, star: Star, store: Store, sun: Sun,
  thermometer: Thermometer, 'thumbs-up': ThumbsUp, tractor: Tractor, 'tree-pine': TreePine, trees: Trees,
  'trending-up': TrendingUp, 'triangle-alert': TriangleAlert, truck: Truck, umbrella: Umbrella, users: Users,
  warehouse: Warehouse, waves: Waves, wind: Wind, wrench: Wrench, zap: Zap,
};

/**
 * Renders a content icon by name as an inline SVG (lucide, drawn by IconSvg), hidden from
 * assistive technology since a visible title always accompanies it.
 * Size is in px (default 24).
 */
export function Icon({ name, size = 24, ...props }: { name: IconName; size?: number } & Omit<ComponentProps<'svg'>, 'ref'>) {
  return <IconSvg icon={icons[name]} size={size} focusable="false" {...props} />;
}
