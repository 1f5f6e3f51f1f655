// The translation unit that a test folder's shared precompiled header is built
// with (tests/CMakeLists.txt, incursion_share_test_pch): the suites reuse the
// header, this file adds nothing of its own.
