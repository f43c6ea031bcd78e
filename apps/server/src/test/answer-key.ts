// Test helper: every key path in a JSON value, to prove an answer key is absent from a response.
export function keyPaths(value: unknown, prefix = ""): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => keyPaths(item, `${prefix}[]`));
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return [path, ...keyPaths(inner, path)];
  });
}

/** Paths that would reveal which option is right (or what was chosen) in a response. */
export const revealing = (value: unknown): string[] =>
  keyPaths(value).filter(
    (path) =>
      /(^|\.)(correct|answer|answers|chosen|review|key|isCorrect|marks)$/i.test(path) &&
      // The marking scheme (+2 for a correct answer) is part of the rules, not the key.
      !path.startsWith("marking."),
  );
