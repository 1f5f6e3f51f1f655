# For every runtime layer: a header of each layer it may use preprocesses in the
# layer's view (with everything it includes), and a header of every other
# layer is not found there.
# Run as: cmake -DCOMPILER=... -DVIEWS=... -DSOURCES=... -DLAYERS=a,b -DWORK=dir
#         -D<layer>_VISIBLE=folder,folder ... -P check_boundaries.cmake
file(MAKE_DIRECTORY ${WORK})
string(REPLACE "," ";" LAYERS "${LAYERS}")
foreach(layer ${LAYERS})
  string(REPLACE "," ";" ${layer}_VISIBLE "${${layer}_VISIBLE}")
endforeach()
set(refused 0)
set(allowed 0)
foreach(layer ${LAYERS})
  foreach(other ${LAYERS})
    file(GLOB headers RELATIVE ${SOURCES} ${SOURCES}/${other}/*.h)
    list(SORT headers)
    list(GET headers 0 header)
    set(probe ${WORK}/${layer}_includes_${other}.cpp)
    file(WRITE ${probe} "#include \"${header}\"\n")
    execute_process(COMMAND ${COMPILER} -std=c++20 -E -o ${probe}.i -I${VIEWS}/${layer} ${probe}
                    RESULT_VARIABLE failed ERROR_VARIABLE errors)
    list(FIND ${layer}_VISIBLE ${other} visible)
    if(visible EQUAL -1)
      if(NOT failed OR NOT errors MATCHES "No such file or directory|file not found")    # GCC | clang
        message(FATAL_ERROR "layer ${layer} can include ${header} of layer ${other}, which it may not use")
      endif()
      math(EXPR refused "${refused} + 1")
    else()
      if(failed)
        message(FATAL_ERROR "layer ${layer} cannot include ${header} of layer ${other}, which it may use:\n${errors}")
      endif()
      math(EXPR allowed "${allowed} + 1")
    endif()
  endforeach()
endforeach()
message(STATUS "${allowed} includes of usable layers compile, ${refused} upward or sideways includes are refused")
