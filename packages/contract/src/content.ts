// Request and response schemas of the content calls (issue 4).
export {};
