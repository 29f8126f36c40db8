/**
 * Decorators as one, applied as TypeScript applies them when written one above the other (the
 * lowest first), so the rules are checked, and their messages listed, in the same order.
 * (Nest's applyDecorators applies them top first, which would reorder the 422 messages.)
 */
export const stack =
  (...decorators: PropertyDecorator[]): PropertyDecorator =>
  (target, property) => {
    for (const decorate of [...decorators].reverse()) decorate(target, property);
  };
