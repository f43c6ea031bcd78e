// Splits text into runs that one font can set: a font for Bengali has no Latin letters and the
// Latin font has no Bengali, so a PDF draws each run in its own font
// (docs/decisions/036-bengali-in-pdfs.md).

/** A stretch of text set in one font: `script` names the script font, undefined is the base font. */
export interface ScriptRun {
  script: string | undefined;
  text: string;
}

/** A script with a font of its own. */
export interface RunScript {
  name: string;
  /** Matches the start of a cluster of this script: `/^\p{Script=Bengali}/u`. */
  own: RegExp;
  /** Matches the start of a cluster this script shares with others (the danda of Bengali and
   * Devanagari): `/^\p{Script_Extensions=Bengali}/u`. */
  shared: RegExp;
}

export interface RunFonts {
  scripts: readonly RunScript[];
  /** Whether the font for `script` (undefined: the base font) has a glyph for every character. */
  covers(script: string | undefined, cluster: string): boolean;
}

/** The patterns of a script named as Unicode names it (`Bengali`, `Devanagari`). */
export function runScript(name: string): RunScript {
  return {
    name,
    own: new RegExp(`^\\p{Script=${name}}`, "u"),
    shared: new RegExp(`^\\p{Script_Extensions=${name}}`, "u"),
  };
}

const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });
// Clusters of no script: spaces, digits, punctuation, ₹, the danda, a lone joiner or mark.
const neutral = /^[\p{Script=Common}\p{Script=Inherited}]/u;
// Opening brackets and quotes belong with the text they open: "ভ্রমণ (Plassey)".
const opening = /^[\p{Ps}\p{Pi}]/u;

/**
 * Splits `text` into runs by script, on grapheme boundaries so that a letter keeps its vowel signs,
 * virama and joiners. A cluster of no script joins the run before it when that font has it, else
 * the run after it (an opening bracket tries the run after it first), else a script font that
 * shares it, else the base font; a cluster of any other script (Latin) is set in the base font.
 */
export function scriptRuns(text: string, fonts: RunFonts): ScriptRun[] {
  const clusters = Array.from(graphemes.segment(text), ({ segment }) => ({
    segment,
    script: fonts.scripts.find((script) => script.own.test(segment))?.name,
    isNeutral: neutral.test(segment),
  }));

  // The next cluster that has a script, for neutral clusters that open a run.
  const following: ({ script: string | undefined } | undefined)[] = [];
  let next: { script: string | undefined } | undefined;
  for (let index = clusters.length - 1; index >= 0; index--) {
    following[index] = next;
    const cluster = clusters[index];
    if (cluster && !cluster.isNeutral) next = { script: cluster.script };
  }

  const runs: ScriptRun[] = [];
  for (const [index, { segment, script, isNeutral }] of clusters.entries()) {
    const last = runs.at(-1);
    let chosen = script;
    if (isNeutral) {
      const after = following[index];
      const around = [...(last ? [last.script] : []), ...(after ? [after.script] : [])];
      const candidates = [
        ...(opening.test(segment) ? around.reverse() : around),
        ...fonts.scripts.filter((shared) => shared.shared.test(segment)).map(({ name }) => name),
        undefined,
      ];
      const fitting = candidates.findIndex((candidate) => fonts.covers(candidate, segment));
      // No font has it: keep it in the run it stands in rather than split the run for it.
      chosen = fitting >= 0 ? candidates[fitting] : candidates[0];
    }
    if (last && last.script === chosen) last.text += segment;
    else runs.push({ script: chosen, text: segment });
  }
  return runs;
}
