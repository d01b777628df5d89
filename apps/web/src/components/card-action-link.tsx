import { Button, theme } from 'antd';
import type { ReactNode } from 'react';

type CardActionLinkProps = { href: string; icon: ReactNode; children: ReactNode };

/**
 * A link among a card's actions that opens in a new tab and looks like the buttons beside it:
 * antd's card actions style every `<a>` but its own as a grey block, which drops a link button
 * below the others.
 */
export function CardActionLink({ href, icon, children }: CardActionLinkProps) {
  const { token } = theme.useToken();
  return (
    <Button
      type="link"
      icon={icon}
      href={href}
      target="_blank"
      style={{ display: 'inline-flex', width: 'auto', color: token.colorLink }}
      onClick={(event) => event.stopPropagation()}
    >
      {children}
    </Button>
  );
}
