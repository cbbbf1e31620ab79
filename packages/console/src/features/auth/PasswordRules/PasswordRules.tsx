import { VisuallyHidden } from 'radix-ui';
import styled from 'styled-components';
import { type PasswordRule, passwordRules } from '../../forms/passwordRules.ts';
import { passwordRuleLabels } from '../messages.ts';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  gap: var(--space-1);
  font-size: var(--font-size-meta);
  line-height: var(--line-height-meta);
  color: var(--color-text-muted);
`;

const List = styled.ul`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: var(--space-1) var(--space-3);
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  align-items: center;
  gap: var(--space-1);
  &[data-met='true'] {
    color: var(--color-success-text);
  }
`;

const Mark = styled.span`
  width: 12px;
  text-align: center;
`;

const order: PasswordRule[] = ['length', 'lowercase', 'uppercase', 'digit', 'special'];

/**
 * ADR 0008 (docs/decisions/0008-new-password-rule.md)'s rule beside the password field, before the rep types, with each part ticked
 * once met: the rep sees what is missing instead of 'Password too easy' alone. The field points
 * at it with aria-describedby (`id`).
 */
export function PasswordRules({ id, password }: { id: string; password: string }) {
  const met = passwordRules(password);
  return (
    <Box id={id}>
      <span>{passwordRuleLabels.intro}</span>
      <List>
        {order.map((rule) => (
          <Item key={rule} data-met={met[rule]}>
            <Mark aria-hidden="true">{met[rule] ? '✓' : '○'}</Mark>
            {passwordRuleLabels[rule]}
            <VisuallyHidden.Root>
              {met[rule] ? passwordRuleLabels.met : passwordRuleLabels.missing}
            </VisuallyHidden.Root>
          </Item>
        ))}
      </List>
    </Box>
  );
}
