/** Delay between the pointer leaving a navbar dropdown and the dropdown closing, ms (spec §2, §9 "dropdown close 50 ms"). */
export const dropdownCloseDelayMs = 50;
