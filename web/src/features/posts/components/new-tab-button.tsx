/**
 * A button that opens a page of the public site in a new tab, with the new-tab icon (the
 * service and page editors' "View on website", the created project's "View project").
 */
import OpenInNew from '@mui/icons-material/OpenInNew';
import Button, { type ButtonProps } from '@mui/material/Button';

/** Takes the page's `href`, the icon's side and a Button's props; returns the link button. */
export function NewTabButton({
  href,
  iconAt,
  ...props
}: Omit<ButtonProps, 'href' | 'startIcon' | 'endIcon'> & { href: string; iconAt: 'start' | 'end' }) {
  const icon = <OpenInNew aria-hidden />;
  return (
    <Button
      component="a"
      href={href}
      target="_blank"
      rel="noopener"
      {...props}
      {...(iconAt === 'start' ? { startIcon: icon } : { endIcon: icon })}
    />
  );
}
