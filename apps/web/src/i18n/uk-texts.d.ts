/** Sections of uk.json by name (build/text-sections.ts). */
declare module 'virtual:uk-texts/*' {
  const texts: Record<string, Record<string, unknown>>;
  export default texts;
}
