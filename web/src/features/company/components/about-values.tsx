/**
 * Values and "Why choose us" of /about (contract/src/content/company-story.ts).
 */
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import { aboutStoryFor, whyChooseUsFor } from '@site/contract/content/company-story';
import { cardGridColumns, cardGridSx } from '../../../components/ui/card-grid';
import { useSiteSettings } from '../../../lib/site-data';

/** Four value cards, then the why-choose-us checklist. */
export function AboutValues() {
  const settings = useSiteSettings();
  const { values } = aboutStoryFor(settings);
  return (
    <>
      <Box component="section" aria-labelledby="values-title">
        <Typography id="values-title" variant="h2" sx={{ mb: 3 }}>
          What we stand for
        </Typography>
        <Box
          component="ul"
          sx={cardGridSx({ xs: cardGridColumns.xs, sm: cardGridColumns.sm, lg: 'repeat(4, minmax(0, 1fr))' })}
        >
          {values.map((v) => (
            <Paper
              component="li"
              key={v.title}
              variant="outlined"
              sx={{ p: 3, borderTop: 4, borderTopColor: 'secondary.main' }}
            >
              <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                {v.title}
              </Typography>
              <Typography color="text.secondary">{v.text}</Typography>
            </Paper>
          ))}
        </Box>
      </Box>
      <Box component="section" aria-labelledby="why-title" sx={{ mt: { xs: 6, md: 8 } }}>
        <Typography id="why-title" variant="h2" sx={{ mb: 3 }}>
          Why choose us
        </Typography>
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {whyChooseUsFor(settings).map((point) => (
            <Box component="li" key={point} sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
              <CheckCircle aria-hidden color="primary" sx={{ mt: '2px' }} />
              <Typography>{point}</Typography>
            </Box>
          ))}
        </Box>
      </Box>
    </>
  );
}
