/**
 * The sensors that start a drag (docs/product.md §4 "Reorder by drag"; docs/product.md §4.5): a
 * mouse drag starts after a 5 px move, a touch drag after a 120 ms long press with 5 px tolerance,
 * and the keyboard sensor moves by `sortableKeyboardCoordinates`.
 */
import { KeyboardSensor, MouseSensor, TouchSensor, useSensor, useSensors } from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { DRAG_MOUSE_DISTANCE_PX, DRAG_TOUCH_DELAY_MS } from '../../../shared/constants.js';

/** Touch long-press tolerance in px (movement allowed during the 120 ms press). */
export const DRAG_TOUCH_TOLERANCE_PX = 5;

/** The spec's mouse, touch and keyboard sensors, for a DndContext. */
export function useDragSensors() {
  return useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: DRAG_MOUSE_DISTANCE_PX } }),
    useSensor(TouchSensor, {
      activationConstraint: { delay: DRAG_TOUCH_DELAY_MS, tolerance: DRAG_TOUCH_TOLERANCE_PX },
    }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
}
