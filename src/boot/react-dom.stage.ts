// Start-up's second stage: React's DOM renderer, evaluated in a task of its own.
import 'react-dom/client';
