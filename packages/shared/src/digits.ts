// Digits as a reader types them: a Bengali keyboard types ০-৯, which a form's field takes as the
// digits they are (a PIN code ৭৪১১২৩ is 741123). Every digits-only field of the shared schemas
// reads them through `latinDigits` before it checks the text, so the web and the server agree,
// and stores Latin digits (docs/languages.md).

/** Bengali digits (U+09E6–U+09EF), each its Latin digit. */
const BENGALI_DIGIT = /[\u09E6-\u09EF]/g;

/** `text` with each Bengali digit written as its Latin one; anything else as it is. */
export const latinDigits = (text: string): string =>
  text.replace(BENGALI_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x09e6));
