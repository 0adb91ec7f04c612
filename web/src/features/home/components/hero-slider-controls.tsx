/**
 * Controls of the hero slider (spec §2: previous and next buttons, dot indicators) plus a
 * pause/play button for the rotation (WCAG 2.2.2).
 */
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Pause from '@mui/icons-material/Pause';
import PlayArrow from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import IconButton from '@mui/material/IconButton';

export interface HeroSliderControlsProps {
  count: number;
  index: number;
  onPrevious: () => void;
  onNext: () => void;
  onSelect: (index: number) => void;
  /** Is automatic rotation on? Null hides the button (reduced motion: never rotates). */
  rotating: boolean | null;
  onToggleRotation: () => void;
  /** Pointer over a control: load the neighbouring slides' images. */
  onIntent: () => void;
}

const roundButton = {
  color: '#fff',
  bgcolor: 'rgba(0,0,0,0.35)',
  border: '1px solid rgba(255,255,255,0.35)',
  '&:hover': { bgcolor: 'rgba(0,0,0,0.55)' },
  '&.Mui-focusVisible': { outlineColor: '#fff' },
} as const;

/** The control bar at the bottom of the hero. */
export function HeroSliderControls(props: HeroSliderControlsProps) {
  const { count, index, onPrevious, onNext, onSelect, rotating, onToggleRotation, onIntent } = props;
  return (
    <Box
      onPointerEnter={onIntent}
      onFocus={onIntent}
      sx={{
        position: 'absolute',
        left: 0,
        right: 0,
        bottom: { xs: 16, md: 24 },
        zIndex: 2,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1.5,
      }}
    >
      <IconButton aria-label="Previous slide" onClick={onPrevious} sx={roundButton}>
        <ChevronLeft />
      </IconButton>
      <Box role="group" aria-label="Choose a slide" sx={{ display: 'flex', alignItems: 'center' }}>
        {Array.from({ length: count }, (_, i) => (
          <ButtonBase
            key={i}
            aria-label={`Go to slide ${i + 1}`}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onSelect(i)}
            sx={{
              width: 28,
              height: 28,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              '&.Mui-focusVisible': { outlineColor: '#fff' },
            }}
          >
            <Box
              component="span"
              sx={{
                width: i === index ? 22 : 10,
                height: 10,
                borderRadius: 5,
                bgcolor: i === index ? '#fff' : 'rgba(255,255,255,0.5)',
                boxShadow: '0 0 0 1px rgba(0,0,0,0.25)',
                transition: 'width 200ms ease, background-color 200ms ease',
                '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
              }}
            />
          </ButtonBase>
        ))}
      </Box>
      <IconButton aria-label="Next slide" onClick={onNext} sx={roundButton}>
        <ChevronRight />
      </IconButton>
      {rotating !== null && (
        <IconButton
          aria-label={rotating ? 'Pause slide rotation' : 'Start slide rotation'}
          onClick={onToggleRotation}
          size="small"
          sx={{ ...roundButton, ml: 1 }}
        >
          {rotating ? <Pause fontSize="small" /> : <PlayArrow fontSize="small" />}
        </IconButton>
      )}
    </Box>
  );
}
