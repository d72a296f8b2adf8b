export const API_PREFIXES: string[];
