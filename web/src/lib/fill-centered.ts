/**
 * Styles (MUI `sx` fields) of a box that fills its frame and centres a column of content: the
 * photo placeholders of project cards and service pages.
 */
export const fillCentered = {
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
} as const;
