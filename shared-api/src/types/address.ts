export interface Address {
  line1: string;
  line2: string | null;
  city: string;
  state: string;
  country: string;
  zipcode: string | null;
}
