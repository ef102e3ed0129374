// Request and response schemas of the file calls (issue 4).
export {};
