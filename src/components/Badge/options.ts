/**
 * Badge options as writers type them in MDX, aliases included. An unknown value is a writer's
 * mistake that no reader should see, so it throws and fails the build with a message naming it.
 */
export type BadgeType = 'tip' | 'warning' | 'error';
export type BadgeVertical = 'top' | 'middle';

const TYPES: Readonly<Record<string, BadgeType>> = {
  tip: 'tip',
  warning: 'warning',
  warn: 'warning',
  error: 'error',
  danger: 'error',
};

export function badgeType(type: string | undefined): BadgeType {
  if (type === undefined) return 'tip';
  const resolved = TYPES[type];
  if (resolved === undefined) {
    throw new Error(`Badge: unknown type "${type}"; use tip, warning (or warn), or error (or danger).`);
  }
  return resolved;
}

export function badgeVertical(vertical: string | undefined): BadgeVertical {
  if (vertical === undefined || vertical === 'top') return 'top';
  if (vertical === 'middle') return 'middle';
  throw new Error(`Badge: unknown vertical "${vertical}"; use top or middle.`);
}
