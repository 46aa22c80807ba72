// Local storage keys, spelled as spec part 1 §4/§9 names them.
export const STORAGE_KEY_DATE_FILTER_OPTION = 'dateFilterOption';
export const STORAGE_KEY_SHOW_FINISHED = 'showFinished';
export const STORAGE_KEY_SHOW_VALIDATED = 'showValidated';
