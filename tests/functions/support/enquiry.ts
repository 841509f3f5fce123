/** A valid general enquiry for the two-yards fixture dealer (two sales yards, terms required). */
export const TWO_YARDS_ENQUIRY = {
  kind: "general",
  first_name: "Ada",
  last_name: "Lovelace",
  email: "ada@example.com",
  phone: "0412 345 678",
  comments: "Do you have any utes?",
  category: "Sales",
  location_id: "11",
  dealership_id: "ty-sydney",
  terms_accepted: true,
};
