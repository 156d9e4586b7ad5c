/** The chunk of REST pages: the OpenAPI theme's page component, recorded in ./apiItemSlot when evaluated. */
import ApiItem from '@theme/ApiItem';
import { apiItemSlot, type ApiItemComponent } from './apiItemSlot';

apiItemSlot.component = ApiItem as unknown as ApiItemComponent;

export default ApiItem as unknown as ApiItemComponent;
