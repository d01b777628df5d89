import { useParams, useSearchParams } from 'react-router';
import { LabelsPrint } from './labels-print';

/** /products/label/:id: one goods label for the 100 × 75 mm label printer. */
export function LabelPage() {
  const { id } = useParams();
  return <LabelsPrint ids={id ?? null} withA4={false} />;
}

/** /products/labels?ids=1,2,3: the labels of several goods, label printer or A4 sheets. */
export function LabelsPage() {
  const [params] = useSearchParams();
  return <LabelsPrint ids={params.get('ids')} withA4 />;
}
