/** SPEC §9: the time step is 15 minutes; minutes are 0, 15, 30 or 45. */
export const timeStepMinutes = 15;

/** Rounds minutes since midnight up to the next quarter hour ('rounds 12:01 up to 12:15'); 1440 means next midnight. */
export const roundUpToQuarter = (minutes: number): number =>
  Math.ceil(minutes / timeStepMinutes) * timeStepMinutes;

export const isQuarterHour = (minutes: number): boolean =>
  Number.isInteger(minutes) && minutes % timeStepMinutes === 0;
