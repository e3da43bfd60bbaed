interface Named {
  first_name: string;
  last_name: string;
}

/** A person's name as lists and titles show it. */
export const fullName = (person: Named): string => `${person.first_name} ${person.last_name}`.trim();
