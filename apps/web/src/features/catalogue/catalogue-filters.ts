const normalized = (text: string) => text.trim().toLocaleLowerCase('fr');

export const matchesName = (name: string, search: string) =>
  normalized(name).includes(normalized(search));
