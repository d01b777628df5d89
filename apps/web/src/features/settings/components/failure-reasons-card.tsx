import { useState } from 'react';
import { Button, Card, Flex, Input, List, Switch, Typography } from 'antd';
import { FAILURE_REASON_MAX } from '@depot/shared/deliveries/delivery-failures.schema';
import { useToast } from '../../../components/toast';
import { useFailureReasons } from '../../../domain/delivery-dialog/failed-delivery';
import { vi } from '../../../i18n/vi';
import { errorMessage } from '../../../lib/api-client';
import { useAddFailureReason, useSetFailureReasonActive } from '../api/failure-reasons';
import { SETTINGS_FORM_WIDTH } from './settings-form';

const t = vi.settings.failureReasons;

/**
 * The reasons a handover fails (`Không giao được`, docs/domain.md "Handover"): add one, or retire
 * one no longer wanted (kept on past attempts, offered no more) and bring it back.
 */
export function FailureReasonsCard() {
  const reasons = useFailureReasons();
  const add = useAddFailureReason();
  const setActive = useSetFailureReasonActive();
  const toast = useToast();
  const [name, setName] = useState('');

  const onAdd = async () => {
    try {
      await add.mutateAsync(name.trim());
      setName('');
      toast.success(t.added);
    } catch (failure) {
      toast.error(errorMessage(failure));
    }
  };

  return (
    <Card title={t.title} style={{ maxWidth: SETTINGS_FORM_WIDTH, marginTop: 16 }}>
      <List
        aria-label={t.title}
        loading={reasons.isLoading}
        dataSource={reasons.data ?? []}
        renderItem={(reason) => (
          <List.Item
            extra={
              <Switch
                aria-label={t.inUse(reason.name)}
                checked={reason.active}
                loading={setActive.isPending && setActive.variables?.id === reason.id}
                onChange={(active) =>
                  setActive.mutate(
                    { ...reason, active },
                    { onError: (failure) => toast.error(errorMessage(failure)) },
                  )
                }
              />
            }
          >
            <Typography.Text delete={!reason.active}>{reason.name}</Typography.Text>
          </List.Item>
        )}
      />
      <Flex gap="small" style={{ marginTop: 12 }}>
        <Input
          aria-label={t.newReason}
          placeholder={t.newReason}
          maxLength={FAILURE_REASON_MAX}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={() => name.trim() && void onAdd()}
        />
        <Button loading={add.isPending} disabled={!name.trim()} onClick={() => void onAdd()}>
          {t.add}
        </Button>
      </Flex>
    </Card>
  );
}
