/**
 * The lead page's labels, written for the dealer or staff member reading it rather than the
 * customer who filled the form in ("Customer", not "Your name"). A field not listed keeps the
 * form's label, which already reads well from either side ("Email", "Postcode").
 */
export const dealerLabels: Readonly<Record<string, string>> = {
  name: 'Customer',
  product: 'Interested in',
  propertyType: 'Property',
  rooms: 'Rooms to heat or cool',
  contactTime: 'Best time to call',
  message: 'Customer’s notes',
  service: 'Job',
  serialNumber: 'Serial number',
  preferredDate: 'Preferred date',
  details: 'About the job',
  enquiryType: 'Enquiry about',
};
