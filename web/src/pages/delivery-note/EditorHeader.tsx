import { deliveryTextMax } from '@srm/contract';
import { DatePicker, Form, Input } from 'antd';
import dayjs from 'dayjs';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptions } from '../../platform/captions.ts';
import type { EditHeader } from './editor-model.ts';

export type HeaderProblems = Record<keyof EditHeader, string | null>;

/** What is wrong with the header: no delivery date, an arrival before it, a description over its length. */
export function useHeaderProblems(header: EditHeader): HeaderProblems {
  const { t } = useTranslation();
  const descriptionLength = Array.from(header.DESCRIPTION.trim()).length;
  return {
    DESCRIPTION:
      descriptionLength > deliveryTextMax.DESCRIPTION
        ? t('delivery-note.cell.tooLong', { max: deliveryTextMax.DESCRIPTION, count: descriptionLength })
        : null,
    DELIVERY_DATE: !header.DELIVERY_DATE ? t('delivery-note.cell.required') : null,
    ARRIVAL_DATE:
      header.ARRIVAL_DATE && header.DELIVERY_DATE && header.ARRIVAL_DATE < header.DELIVERY_DATE
        ? t('delivery-note.msg.arrivalBeforeDelivery')
        : null,
  };
}

/** The header fields of the edit view; a missing delivery date is said once a save was tried. */
export function HeaderForm({
  header,
  setHeader,
  problems,
  tried,
}: {
  header: EditHeader;
  setHeader: Dispatch<SetStateAction<EditHeader>>;
  problems: HeaderProblems;
  tried: boolean;
}) {
  const { field: caption } = useCaptions('delivery-note');
  return (
    <Form layout="inline" className="dn-header-form" component="div">
      <Form.Item
        label={caption('DELIVERY_DATE')}
        required
        validateStatus={tried && problems.DELIVERY_DATE ? 'error' : undefined}
        help={tried ? problems.DELIVERY_DATE : undefined}
      >
        <DatePicker
          value={header.DELIVERY_DATE ? dayjs(header.DELIVERY_DATE) : null}
          format="YYYY-MM-DD"
          onChange={(d) => setHeader((h) => ({ ...h, DELIVERY_DATE: d ? d.format('YYYY-MM-DD') : '' }))}
          data-testid="dn-delivery-date"
          aria-label={caption('DELIVERY_DATE')}
        />
      </Form.Item>
      <Form.Item
        label={caption('ARRIVAL_DATE')}
        validateStatus={problems.ARRIVAL_DATE ? 'error' : undefined}
        help={problems.ARRIVAL_DATE}
      >
        <DatePicker
          value={header.ARRIVAL_DATE ? dayjs(header.ARRIVAL_DATE) : null}
          format="YYYY-MM-DD"
          onChange={(d) => setHeader((h) => ({ ...h, ARRIVAL_DATE: d ? d.format('YYYY-MM-DD') : '' }))}
          data-testid="dn-arrival-date"
          aria-label={caption('ARRIVAL_DATE')}
        />
      </Form.Item>
      <Form.Item
        label={caption('DESCRIPTION')}
        className="dn-description"
        validateStatus={problems.DESCRIPTION ? 'error' : undefined}
        help={problems.DESCRIPTION}
      >
        <Input
          value={header.DESCRIPTION}
          // No length cap on the input: a longer paste is kept and said, never cut without a word.
          onChange={(e) => setHeader((h) => ({ ...h, DESCRIPTION: e.target.value }))}
          aria-label={caption('DESCRIPTION')}
          data-testid="dn-description"
        />
      </Form.Item>
    </Form>
  );
}
