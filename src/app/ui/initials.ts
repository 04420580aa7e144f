/**
 * The initials an avatar shows for a name: of its last two words, so a title in front ("Dr Leila
 * Mansour") gives LM; Arabic names keep their letters.
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(-2)
    .map((word) => Array.from(word)[0]?.toLocaleUpperCase() ?? '')
    .join('');
}
