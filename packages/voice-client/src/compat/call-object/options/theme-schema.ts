/** Theme (spec section 5): both light and dark, or a colors property; colours are hex of 3 or 6 digits. */
import { z } from 'zod';
import { THEME_COLOR_KEYS } from '../call-object-constants';
import { strictOptions } from './schema-rules';

export const HEX_COLOR_PATTERN = /^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/;

const hexColor = (key: string) =>
  z
    .string({ error: `theme colour ${key} must be a string` })
    .regex(
      HEX_COLOR_PATTERN,
      `theme colour ${key} must be a hex colour of 3 or 6 digits, like #fff or #1a2b3c`,
    );

export const themeColorsSchema = strictOptions(
  'theme colors',
  Object.fromEntries(THEME_COLOR_KEYS.map((key) => [key, hexColor(key).optional()])) as Record<
    (typeof THEME_COLOR_KEYS)[number],
    z.ZodOptional<z.ZodString>
  >,
);

const themeWithColors = strictOptions('theme', { colors: themeColorsSchema });

export const themeSchema = strictOptions('theme', {
  light: themeWithColors.optional(),
  dark: themeWithColors.optional(),
  colors: themeColorsSchema.optional(),
}).refine(
  (theme) =>
    theme.colors !== undefined
      ? theme.light === undefined && theme.dark === undefined
      : theme.light !== undefined && theme.dark !== undefined,
  { error: 'theme needs both light and dark, or a colors property' },
);
export type ThemeOptions = z.infer<typeof themeSchema>;
