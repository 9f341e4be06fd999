// Placeholder: the drawing page replaces this file.
"use strict";
